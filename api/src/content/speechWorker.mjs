// Child process (started under `nice`): eSpeak NG (WASM) takes ~0.8 s a word, which must neither
// block the api's event loop nor compete with requests for the CPU.
// Receives { id, voice, text, file } messages over IPC, writes the WAV to `file`, answers { id, ok, error }.
import { writeFileSync, renameSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import ESpeakNg from 'espeak-ng';

process.on('message', async ({ id, voice, text, file }) => {
  try {
    const es = await ESpeakNg({ arguments: ['-v', voice, '-s', '140', '-w', 'out.wav', text], print: () => {}, printErr: () => {} });
    const wav = es.FS.readFile('out.wav');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, wav);
    renameSync(`${file}.tmp`, file);
    process.send({ id, ok: true });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.message ?? error) });
  }
});

// Exit with the api: never outlive the parent.
process.on('disconnect', () => process.exit(0));
