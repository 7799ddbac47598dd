import { createSpeaker, CHILD_SPEECH_RATE, type SpeechEnvironment, type UtteranceLike } from './speaker';
import type { VoiceLike } from './pickVoice';

function fakeEnvironment({ voices = [] as VoiceLike[], recordingPlays = true, synthesis = true } = {}) {
  const spoken: UtteranceLike[] = [];
  const played: string[] = [];
  const cancel = jest.fn();
  const env: SpeechEnvironment = {
    synthesis: synthesis ? { speak: (u) => spoken.push(u), cancel, getVoices: () => voices } : null,
    makeUtterance: (text) => ({ text, lang: '', rate: 1, voice: null }),
    playRecording: (url) => (recordingPlays ? (played.push(url), Promise.resolve()) : Promise.reject(new Error('404'))),
    stopRecording: jest.fn(),
  };
  return { env, spoken, played, cancel };
}

// issue 26: "in the language of the text — the bundled recordings where they exist, the device's
// speech synthesis otherwise, with the voice chosen by lang"
describe('createSpeaker', () => {
  it('plays the bundled recording of a word that has one, and speaks nothing', async () => {
    const { env, spoken, played } = fakeEnvironment();
    await expect(createSpeaker(env).speak({ text: 'மயில்', language: 'ta', recording: 'ta-mayil' })).resolves.toBe('recording');
    expect(played).toEqual(['/media/audio/ta-mayil.wav']);
    expect(spoken).toEqual([]);
  });

  it('a recording that cannot play (offline, not cached) falls back to the device voice', async () => {
    const { env, spoken } = fakeEnvironment({ recordingPlays: false });
    await expect(createSpeaker(env).speak({ text: 'மயில்', language: 'ta', recording: 'ta-mayil' })).resolves.toBe('synthesis');
    expect(spoken.map((u) => u.text)).toEqual(['மயில்']);
  });

  it.each([
    ['ta', 'ta'],
    ['bm', 'ms'],
    ['en', 'en'],
  ] as const)('a %s text is spoken with lang "%s" and the voice of that language, slowly', async (language, tag) => {
    const voices = [
      { name: 'ta', lang: 'ta-IN' },
      { name: 'ms', lang: 'ms-MY' },
      { name: 'en', lang: 'en-US' },
    ];
    const { env, spoken } = fakeEnvironment({ voices });
    await createSpeaker(env).speak({ text: 'word', language });
    expect(spoken[0]).toMatchObject({ lang: tag, rate: CHILD_SPEECH_RATE, voice: { name: tag } });
  });

  it('a device whose voices include none of the language says it cannot, rather than read Tamil in English', async () => {
    const { env, spoken } = fakeEnvironment({ voices: [{ name: 'en', lang: 'en-US' }] });
    await expect(createSpeaker(env).speak({ text: 'மயில்', language: 'ta' })).resolves.toBe('unavailable');
    expect(spoken).toEqual([]);
  });

  it('with no voice list yet, speaks with the language tag and lets the browser choose', async () => {
    const { env, spoken } = fakeEnvironment({ voices: [] });
    await expect(createSpeaker(env).speak({ text: 'kucing', language: 'bm' })).resolves.toBe('synthesis');
    expect(spoken[0]).toMatchObject({ lang: 'ms', voice: null });
  });

  it('without speech synthesis and without a recording, nothing is read', async () => {
    const { env } = fakeEnvironment({ synthesis: false });
    await expect(createSpeaker(env).speak({ text: 'cat', language: 'en' })).resolves.toBe('unavailable');
  });

  it('an appended part (the Malay word in a Tamil sentence) queues behind the one being read', async () => {
    const { env, spoken, cancel } = fakeEnvironment();
    const speaker = createSpeaker(env);
    await speaker.speak({ text: 'இந்தச் சொல்', language: 'ta' });
    await speaker.speak({ text: 'kucing', language: 'bm', recording: 'bm-kucing' }, { append: true });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ['இந்தச் சொல்', 'ta'],
      ['kucing', 'ms'],
    ]);
  });

  it('a new request stops the one still speaking', async () => {
    const { env, cancel } = fakeEnvironment();
    const speaker = createSpeaker(env);
    await speaker.speak({ text: 'one', language: 'en' });
    await speaker.speak({ text: 'two', language: 'en' });
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(env.stopRecording).toHaveBeenCalledTimes(2);
  });
});
