import type { ReadAloudRequest, Speaker } from '@app/shared';

/** A speaker that says nothing and remembers what it was asked to say, for the read-aloud tests. */
export function fakeSpeaker(): { speaker: Speaker; said: ReadAloudRequest[] } {
  const said: ReadAloudRequest[] = [];
  const speaker: Speaker = {
    speak: jest.fn(async (request: ReadAloudRequest) => {
      said.push(request);
      return 'synthesis' as const;
    }),
    stop: jest.fn(),
  };
  return { speaker, said };
}
