import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await build({ stdin:{contents:`import { createPlatformClient } from '@clinic/api-client';\ncreatePlatformClient({token:'k', retry:false}).POST('/call/web',{body:{}});`, resolveDir: process.cwd(), loader:'js'}, bundle:true, minify:true, format:'esm', platform:'browser', target:'es2022', write:false, logLevel:'error'});
for (const f of r.outputFiles) console.log(f.contents.length, gzipSync(f.contents).length);
