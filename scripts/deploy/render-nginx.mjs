/**
 * Renders deploy/nginx/powerpay.conf.template for an operator's instances (decision 055):
 *   node scripts/deploy/render-nginx.mjs --listen 80 --instance 10.0.0.11:3000 --instance 10.0.0.12:3000
 * and prints the site to drop in /etc/nginx/conf.d/. With `--listen 443 --tls-certificate <fullchain.pem>
 * --tls-key <privkey.pem>` the site serves HTTPS with HTTP/2 itself (decision 067).
 */
import { parseArgs } from 'node:util';
import { renderNginxSite } from '../lib/nginx.mjs';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    instance: { type: 'string', multiple: true, default: [] },
    'tls-certificate': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});
const { 'tls-certificate': certificate, 'tls-key': key } = values;
if (Boolean(certificate) !== Boolean(key)) {
  console.error('Give both --tls-certificate and --tls-key (PEM files), or neither.');
  process.exit(2);
}
if (values.instance.length === 0) {
  console.error('Name each instance: --instance host:port (at least one, usually two or three).');
  process.exit(2);
}
const tls = certificate ? { certificate, key } : undefined;
process.stdout.write(renderNginxSite({ listen: values.listen, instances: values.instance, tls }));
