// The latency run in a process of its own: in phases (b) and (c) the api runs inside the bench process, and 1,000
// publisher connections plus the measuring socket client on that same thread would delay what they measure.
// Reads { dist, run } as JSON on stdin, writes pacedLatency's figures as JSON on stdout; tells the parent over IPC
// when its measured window opens.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pacedLatency } from './latency.mjs';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const { dist, run } = JSON.parse(text);
const require = createRequire(join(dist, 'package.json'));
const result = await pacedLatency({
  ...run,
  mqtt: require('mqtt'),
  io: require('socket.io-client').io,
  onMeasuring: () => process.send({ measuring: true }),
});
process.stdout.write(JSON.stringify(result));
process.exit(0);
