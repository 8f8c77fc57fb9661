import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2];
const r = await build({ stdin:{contents:`import { WebCall } from ${JSON.stringify(entry)};\nnew WebCall({ publicKey: 'k' }).start({ assistantId: 'a' });`, resolveDir: process.cwd(), loader:'js'}, bundle:true, minify:true, splitting:true, format:'esm', platform:'browser', target:'es2022', outdir:'/tmp/ws-out', write:false, metafile:true, logLevel:'error'});
let tmin=0,tgz=0; const ins={};
for (const f of r.outputFiles) { if (f.path.endsWith('.map')) continue; const key=Object.keys(r.metafile.outputs).find(k=>f.path.endsWith(k.replace(/^.*\//,''))); const o=r.metafile.outputs[key]; const daily=Object.keys(o.inputs).some(p=>p.includes('daily-js')); const gz=gzipSync(f.contents).length; console.log(key, f.contents.length, gz, daily?'DAILY':''); if(!daily){tmin+=f.contents.length;tgz+=gz; for(const [p,v] of Object.entries(o.inputs)) ins[p]=(ins[p]??0)+v.bytesInOutput;} }
console.log('TOTAL non-daily', tmin, tgz);
for (const [p,v] of Object.entries(ins).sort((a,b)=>b[1]-a[1])) console.log(String(v).padStart(7), p.replace(/^.*node_modules\//,''));
