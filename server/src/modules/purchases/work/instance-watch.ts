import type { AppContext } from '../../../context.ts';
import { beat, claimEndedInstances, forget, releaseLeasesOf } from './instances.ts';

export interface InstanceWatchOptions {
  /** This instance's stable id and the presence its leases carry now. */
  identity: () => { id: string; presence: string | null };
  /** How often this instance beats. */
  beatMs: number;
  /** An instance silent this long has ended (a hung process, or one whose presence cannot be told). */
  silentAfterMs: number;
  /** Purchases freed from an ended instance: worked at once, their claimer known gone. */
  takeOver: (refs: string[]) => void;
  /** After an instance ended: ask the payment provider about the checkouts it may have left (decision 044). */
  onInstanceEnded: () => Promise<void>;
}

/**
 * This instance's heartbeat, and its watch over the others (decision 044): every `beatMs` it beats;
 * on every `check()` it takes over the instances that ended, frees their purchases and asks the
 * payment provider about recent checkouts, once however many ended together.
 */
export class InstanceWatch {
  private timer: NodeJS.Timeout | null = null;
  private checkouts: Promise<void> | null = null;
  private isCheckoutsAgain = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: InstanceWatchOptions,
  ) {}

  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), this.options.beatMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checkouts;
    await forget(this.ctx.db, this.options.identity().id).catch(() => undefined);
  }

  async check(): Promise<void> {
    const { id } = this.options.identity();
    const ended = await claimEndedInstances(this.ctx.db, {
      silentAfterMs: this.options.silentAfterMs,
      except: id,
    });
    if (ended.length === 0) return;
    for (const instance of ended) {
      const refs = await releaseLeasesOf(this.ctx.db, instance);
      this.ctx.log.warn(
        { instance: instance.id, purchases: refs.length },
        'an instance ended; its purchases and recent checkouts are taken over',
      );
      this.options.takeOver(refs);
    }
    this.askAboutCheckouts();
  }

  private async beat(): Promise<void> {
    await beat(this.ctx.db, this.options.identity()).catch((error: unknown) =>
      this.ctx.log.error({ err: error }, 'this instance could not beat; others may take it over'),
    );
  }

  /** One question round at a time; a death during one asks again after it. */
  private askAboutCheckouts(): void {
    if (this.checkouts) {
      this.isCheckoutsAgain = true;
      return;
    }
    this.checkouts = this.options
      .onInstanceEnded()
      .catch((error: unknown) =>
        this.ctx.log.error({ err: error }, 'could not ask the payment provider about recent checkouts'),
      )
      .finally(() => {
        this.checkouts = null;
        if (this.isCheckoutsAgain && this.timer) {
          this.isCheckoutsAgain = false;
          this.askAboutCheckouts();
        }
      });
  }
}
