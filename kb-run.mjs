import { run } from './scripts/bench/keystroke.bench.mjs';
console.log('ok', await run());
