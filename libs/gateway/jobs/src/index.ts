export { enqueueJob, type NewJob } from './lib/enqueue-job';
export { JobRegistry, markJobDoneSql, type JobContext, type JobHandler } from './lib/job-registry';
export { createJobWorker, type JobWorker, type JobWorkerOptions } from './lib/job-worker';
export { createPoller, type Poller } from './lib/poller';
export { retryDelayMs } from './lib/backoff';
export { safeErrorMessage } from './lib/safe-error';
export { listenForWakeUps, signalQueued, WAKE_CHANNELS, type WakeChannel, type WakeUps } from './lib/wake-ups';
export { groupCommit } from './lib/group-commit';
