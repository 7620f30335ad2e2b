// After `react-router build`: write .br and .gz beside every compressible client file, at the highest
// levels, so the server sends them as they are (preCompressed) instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|html)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(clientDir)) {
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`pre-compressed ${count} client files (brotli 11, gzip 9)`);
