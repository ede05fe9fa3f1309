// A local server speaking the OpenAI chat-completions protocol that marks every answer of every rubric request
// (api/src/ai/interview/model-rubric.ts) with one fixed mark, and answers anything else with a sentence. It is no
// judge: it shows what the combining does with a model that knows nothing (every mark 3: the engine's order
// should survive) or that flatters everyone (every mark 5: no gamed answer may rise above the engine's flag).
//   node bench/lib/stand-in-model.mjs 3 -- node bench/ai-judgement.mjs
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const [mark, dashes, ...command] = process.argv.slice(2);
if (!/^[1-5]$/.test(mark ?? '') || dashes !== '--' || command.length === 0) {
  console.error('usage: node bench/lib/stand-in-model.mjs <mark 1-5> -- <command…>');
  process.exit(2);
}

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const last = JSON.parse(raw).messages.at(-1).content;
    const [, json] = last.split('回答（JSON）：\n');
    const content = json ? JSON.stringify(JSON.parse(json).answers.map((a) => ({ index: a.index, score: Number(mark), reason: '统一给分。' }))) : '（本地替身不写反馈）';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
});
server.listen(0, '127.0.0.1', () => {
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, AI_BASE_URL: `http://127.0.0.1:${server.address().port}/v1`, AI_MODEL: `stand-in-mark-${mark}` },
  });
  child.on('exit', (code) => {
    server.close();
    process.exit(code ?? 1);
  });
});
