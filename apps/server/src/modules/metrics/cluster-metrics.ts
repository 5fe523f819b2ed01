import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'hearth:metrics-request';
const ANSWER = 'hearth:metrics-answer';
/** How long a worker waits for the primary's sum before answering with its own figures. */
const ANSWER_TIMEOUT_MS = 5_000;

interface MetricsMessage {
  type?: unknown;
  id?: unknown;
  text?: unknown;
}

/**
 * In the primary of `npm start` with several workers: answers a worker's request for the
 * metrics of all workers, summed by prom-client's aggregator, so a scrape that lands on any
 * worker sees the whole server.
 */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      () => worker.send({ type: ANSWER, id: message.id, text: null }),
    );
  });
}

let nextId = 0;
let workerSetUp = false;

/**
 * The Prometheus text of `registry`: in a worker, the whole cluster's (asked of the primary);
 * in a lone process, its own.
 */
export async function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  offerWorkerMetrics(registry);
  const id = `${process.pid}-${(nextId += 1)}`;
  const answer = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => finish(null), ANSWER_TIMEOUT_MS);
    function finish(text: string | null) {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(text);
    }
    function onMessage(message: MetricsMessage) {
      if (message?.type === ANSWER && message.id === id) finish(typeof message.text === 'string' ? message.text : null);
    }
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
  return answer ?? registry.metrics();
}

/** Makes this worker answer the primary's collection requests with `registry`, from when the app is built. */
export function offerWorkerMetrics(registry: Registry): void {
  if (!cluster.isWorker || workerSetUp) return;
  workerSetUp = true;
  // Constructing one adds the worker's listener for the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
