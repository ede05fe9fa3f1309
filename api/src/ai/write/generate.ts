import type { AiWish, ResumeDraft } from '@campus/shared-utils/rules';
import type { AiModelConfig } from '../../config';
import { modelDraft } from './model-writer';
import { writeDraft } from './write-draft';
import { modelOrEngine } from '../llm/model-or-engine';

/**
 * The draft of a wish: the model's when one is configured and answers well in time, else the offline
 * writer's (also the default). `source` says which wrote it; `onFallback` hears why the model was not used,
 * `onDelta` the model's answer as it streams.
 */
export async function generateDraft(
  config: AiModelConfig,
  wish: AiWish,
  variant: number,
  hooks: { onFallback?: (error: unknown) => void; onDelta?: (text: string) => void } = {},
): Promise<ResumeDraft> {
  return modelOrEngine(config, () => modelDraft(config, wish, variant, hooks.onDelta), () => writeDraft(wish, variant), hooks.onFallback);
}
