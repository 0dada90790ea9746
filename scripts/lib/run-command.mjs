import { spawn } from 'node:child_process';

/**
 * Runs a command with its output streamed straight to ours (so CI logs show it live) and
 * resolves with its exit code and duration. Never rejects: a command that cannot start counts
 * as a failure with exit code 127.
 */
export function runCommand({ command, args = [], cwd, env = {} }) {
  const startedAt = performance.now();
  console.log(`$ ${[command, ...args].join(' ')}`);

  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    const finish = (exitCode) => resolve({ exitCode, seconds: (performance.now() - startedAt) / 1000 });

    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      finish(127);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
