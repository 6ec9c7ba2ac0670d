/** A thread of MdxPool: checks each MDX body it is sent and posts the facts back. */
import { parentPort } from 'node:worker_threads';
import { checkMdxBody } from './mdx.ts';
import type { MdxJob, MdxReply } from './mdx-pool';

const port = parentPort!;
port.on('message', (job: MdxJob) => {
  Promise.all(job.bodies.map((b) => checkMdxBody(b.body, b.lineOffset, b.file))).then(
    (facts) => port.postMessage({ id: job.id, facts } satisfies MdxReply),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies MdxReply),
  );
});
