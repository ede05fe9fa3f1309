import type { AiWish, ResumeDraft } from '@campus/shared-utils/rules';
import type { AiModelConfig } from '../../config';
import { modelDraft } from './model-writer';
import { writeDraft } from './write-draft';

/**
 * The draft of a wish: the model's when one is configured and answers well in time, else the offline
 * writer's (also the default). `source` says which wrote it; `onFallback` hears why the model was not used.
 */
export async function generateDraft(config: AiModelConfig, wish: AiWish, variant: number, onFallback?: (error: unknown) => void): Promise<ResumeDraft> {
  if (config.baseUrl && config.model) {
    try {
      return await modelDraft(config, wish, variant);
    } catch (error) {
      onFallback?.(error);
    }
  }
  return writeDraft(wish, variant);
}
