import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MessageChannel, SendOutcome } from '../../integrations/message-claims.ts';
import { showDatabaseFigures, type DatabaseFigureReaders } from './database-figures.ts';

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
  private readonly httpRequests = new Counter({
    name: 'powerpay_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
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

  httpAnswered(labels: { method: string; route: string; status: number }): void {
    this.httpRequests.inc({ ...labels, status: String(labels.status) });
  }

  stop(): void {
    this.loopDelay.disable();
  }
}
