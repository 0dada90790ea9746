import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MessageChannel, SendOutcome } from '../../integrations/message-claims.ts';
import { showDatabaseFigures, type DatabaseFigureReaders } from './database-figures.ts';

type HttpLabels = { method: string; route: string; status: string };

/**
 * What `/metrics` shows (decision 046). Counters and histograms count what this process did (sum them
 * over instances); the gauges read from the database (`powerpay_purchases_waiting`, refunds, work) are
 * the same on every instance (take their max). One registry per app, so tests' apps never share one.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly paymentsConfirmed = new Counter({
    name: 'powerpay_payments_confirmed_total',
    help: 'Purchases this process moved to paid on the payment provider\u2019s word, by how it heard',
    labelNames: ['source'],
    registers: [this.registry],
  });
  private readonly vends = new Counter({
    name: 'powerpay_vends_total',
    help: 'Vend and requery answers from the vending provider, by outcome',
    labelNames: ['operation', 'outcome'],
    registers: [this.registry],
  });
  private readonly providerSeconds = new Histogram({
    name: 'powerpay_provider_request_seconds',
    help: 'Time a payment or vending provider took to answer, by provider, operation and outcome',
    labelNames: ['provider', 'operation', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly paidToToken = new Histogram({
    name: 'powerpay_paid_to_token_seconds',
    help: 'From the payment confirmed to the token notice sent',
    buckets: [1, 2, 5, 10, 30, 60, 120, 300, 900, 3600],
    registers: [this.registry],
  });
  private readonly messages = new Counter({
    name: 'powerpay_messages_total',
    help: 'Customer messages by channel and outcome (sent, skipped as already claimed, refused, unknown: decision 045)',
    labelNames: ['channel', 'outcome'],
    registers: [this.registry],
  });
  /**
   * Answers since the last read of the counter below, by method, status and route: a request adds one to
   * a plain tally (tens of ns) and the labelled counter takes the tallies when it is read, since its own
   * `inc` hashes the labels each time (about 1.7 µs, several per cent of a small request, decision 017).
   */
  private readonly httpTally = new Map<string, { labels: HttpLabels; count: number }>();
  private readonly httpRequests = new Counter({
    name: 'powerpay_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
    collect: () => {
      for (const tally of this.httpTally.values()) {
        if (tally.count === 0) continue;
        this.httpRequests.inc(tally.labels, tally.count);
        tally.count = 0;
      }
    },
  });
  private readonly eventLoopLag = new Gauge({
    name: 'powerpay_event_loop_lag_seconds',
    help: 'Event-loop delay of this process since the last scrape (p99 and max)',
    labelNames: ['quantile'],
    registers: [this.registry],
  });
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });

  constructor(databaseFigures: DatabaseFigureReaders | null) {
    collectDefaultMetrics({ register: this.registry, prefix: 'powerpay_process_' });
    this.loopDelay.enable();
    const loopDelay = this.loopDelay;
    const lag = this.eventLoopLag;
    // Read at each scrape, then restarted: the figure covers the time since the previous scrape.
    this.collectBeforeScrape = async () => {
      lag.set({ quantile: '0.99' }, loopDelay.percentile(99) / 1e9);
      lag.set({ quantile: '1' }, loopDelay.max / 1e9);
      loopDelay.reset();
      if (databaseFigures) await showDatabaseFigures(this.registry, databaseFigures);
    };
  }

  private readonly collectBeforeScrape: () => Promise<void>;

  /** The exposition text, with the database's figures read now. */
  async render(): Promise<string> {
    await this.collectBeforeScrape();
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  paymentConfirmed(source: string): void {
    this.paymentsConfirmed.inc({ source });
  }

  vendAnswered(operation: 'vend' | 'requery', outcome: string): void {
    this.vends.inc({ operation, outcome });
  }

  providerAnswered(labels: { provider: string; operation: string; outcome: string }, seconds: number): void {
    this.providerSeconds.observe(labels, seconds);
  }

  tokenSent(paidAt: Date | null): void {
    if (paidAt) this.paidToToken.observe(Math.max(0, (Date.now() - paidAt.getTime()) / 1000));
  }

  messageSent(channel: MessageChannel, outcome: SendOutcome): void {
    this.messages.inc({ channel, outcome });
  }

  httpAnswered({ method, route, status }: { method: string; route: string; status: number }): void {
    const key = `${method} ${status} ${route}`;
    const tally = this.httpTally.get(key);
    if (tally) tally.count += 1;
    else this.httpTally.set(key, { labels: { method, route, status: String(status) }, count: 1 });
  }

  stop(): void {
    this.loopDelay.disable();
  }
}
