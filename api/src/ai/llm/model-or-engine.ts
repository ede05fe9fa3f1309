import type { AiModelConfig } from '../../config';

/** Whether a language model is configured (AI_BASE_URL and AI_MODEL). */
export const modelConfigured = (config: AiModelConfig): boolean => Boolean(config.baseUrl && config.model);

/**
 * The AI features' one rule: the model's answer when a model is configured and it answers, else the offline engine's
 * (also when the model fails: slow, unreachable, malformed — `onFallback` hears why). Every feature stays whole
 * without a model.
 */
export async function modelOrEngine<T>(config: AiModelConfig, model: () => Promise<T>, engine: () => T | Promise<T>, onFallback?: (error: unknown) => void): Promise<T> {
  if (!modelConfigured(config)) return engine();
  try {
    return await model();
  } catch (error) {
    onFallback?.(error);
    return engine();
  }
}
