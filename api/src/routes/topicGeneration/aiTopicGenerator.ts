import { z } from 'zod';
import { topicItemSchema, topicSchema, type Topic } from '@app/shared/node';
import type { ApiConfig } from '../../config/apiConfig';
import { aiTopicKey, type GenerationRequest } from './lexiconTopicGenerator';

const LANGUAGE_NAMES = {
  ta: 'Tamil',
  en: 'English (British/Malaysian spelling)',
  bm: 'Bahasa Melayu as taught in Malaysian schools (not Indonesian)',
} as const;

const aiAnswerSchema = z.object({
  title: z.string().min(1).max(120),
  items: z
    // shared's schemas are zod/mini (no methods): the item rebuilt as a classic object over the same fields
    .array(
      z.object(topicItemSchema.shape).pick({ word: true, meaning: true, clue: true, sentence: true, misspellings: true, category: true, translations: true }),
    )
    .min(1),
});

function prompt(request: GenerationRequest): string {
  return [
    `Make a word list for Malaysian primary school pupils in year ${request.year}, theme "${request.theme}", in ${LANGUAGE_NAMES[request.language]}.`,
    request.keywords.length ? `Include these words if they fit: ${request.keywords.join(', ')}.` : '',
    `Give exactly ${request.count} different everyday words a child of that age knows.`,
    'For each: word; meaning (short, same language); clue (a child-friendly hint, same language, without the word);',
    'sentence (a short example sentence that contains the word exactly); misspellings (2 realistic misspellings);',
    'category (one word grouping, same language); translations {en, ta, bm}.',
    'Tamil must be correct Tamil spelling with Tamil words (not transliterated English). Nothing unsuitable for children.',
    'Answer with JSON only: {"title": string, "items": [...]}.',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Asks an OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp — docs/architecture.md "api").
 * Throws on any failure or an answer that does not make a valid topic; the caller falls back
 * to the offline generator.
 */
export async function generateWithAi(request: GenerationRequest, ai: ApiConfig['ai'], fetchImpl: typeof fetch = fetch): Promise<Topic> {
  if (!ai.baseUrl) throw new Error('No AI endpoint configured');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  try {
    const response = await fetchImpl(`${ai.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model ?? 'gpt-4o-mini',
        // the seed makes a request repeatable where the endpoint supports it; a new seed, a new list
        temperature: 0.7,
        seed: request.seed,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: 'You write correct, child-safe vocabulary content for Malaysian schools. You answer with JSON only.' },
          { role: 'user', content: prompt(request) },
        ],
      }),
    });
    if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('AI endpoint gave no answer');
    const answer = aiAnswerSchema.parse(JSON.parse(content.replace(/^```(json)?|```$/g, '').trim()));
    return topicSchema.parse({
      key: aiTopicKey(request.language, request.theme),
      language: request.language,
      title: request.title?.trim() || answer.title,
      year: request.year,
      theme: request.theme,
      items: answer.items.slice(0, request.count),
    });
  } finally {
    clearTimeout(timer);
  }
}
