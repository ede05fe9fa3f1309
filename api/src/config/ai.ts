/** The AI tools: their language model (AI_*) and the resume import's worker threads (PARSE_*). */
import os from 'node:os';
import type { EnvReader } from '../env-reader';

export type ParsePoolConfig = {
  /** worker threads that parse uploads (PARSE_THREADS; default one core fewer than the machine has, at least 1) */
  threads: number;
  /** uploads that may wait for a thread; past them the answer is 45010 (HTTP 503) */
  queue: number;
  /** how long one file may take once a thread reads it, before OCR (PARSE_TIMEOUT_MS) */
  timeoutMs: number;
  /** what each page read by OCR adds to that (PARSE_PAGE_MS) */
  pageMs: number;
  /** a thread's JavaScript heap ceiling (PARSE_MEMORY_MB): past it the thread dies and another takes its place */
  memoryMb: number;
};

export type AiModelConfig = {
  /** e.g. https://api.example.com/v1 ('' : no model; nothing leaves the machine) */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** how long an answer may take before the offline engine answers instead (inside the 10 s request limit) */
  timeoutMs: number;
};

export function readAiModel(read: EnvReader): AiModelConfig {
  return {
    baseUrl: read.url('AI_BASE_URL', { allowPath: false }).replace(/\/+$/, ''),
    apiKey: read.text('AI_API_KEY', ''),
    model: read.text('AI_MODEL', ''),
    timeoutMs: read.int('AI_TIMEOUT_MS', 8000, 500, 9000),
  };
}

export function readParsePool(read: EnvReader): ParsePoolConfig {
  return {
    threads: read.int('PARSE_THREADS', Math.max(1, Math.min(4, os.availableParallelism() - 1)), 1, 32),
    queue: read.int('PARSE_QUEUE', 16, 0, 1000),
    timeoutMs: read.int('PARSE_TIMEOUT_MS', 10_000, 500, 120_000),
    pageMs: read.int('PARSE_PAGE_MS', 8_000, 500, 120_000),
    memoryMb: read.int('PARSE_MEMORY_MB', 384, 64, 8192),
  };
}
