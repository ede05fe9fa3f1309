// The rated sets of the AI judgement bench: written interview answers and resumes, each with the kind it was
// written as and its split, and the two raters' passes when they exist. The first set (api/test/fixtures/ai/rated)
// has a held-out third that was looked at while the engine was tuned; the fresh batch (…/rated-fresh), all held
// out, was written after the tuning, measured once and then looked at; the second fresh batch (…/rated-fresh-2)
// was written and rated after the engine was frozen and is the honest figure (READMEs there).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResumeContent } from '@campus/shared-utils/rules';
import { findRepoRoot } from '../../src/paths';

export const RATED_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated');
export const RATED_FRESH_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh');
export const RATED_FRESH_2_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-2');
export const RATED_FRESH_3_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-3');
export const RATED_FRESH_4_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-4');
export const RATED_FRESH_5_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-5');
export const RATED_FRESH_6_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-6');
export const RATED_FRESH_7_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-7');
export const RATED_FRESH_8_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-8');
export const RATED_FRESH_9_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-9');
export const RATED_FRESH_10_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-10');
export const RATED_FRESH_11_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-11');
export const RATED_FRESH_12_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-12');
export const RATED_FRESH_13_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-13');
export const RATED_FRESH_14_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-14');
export const RATED_FRESH_15_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-15');
export const RATED_FRESH_16_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-16');
export const RATED_FRESH_17_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-17');
export const RATED_FRESH_18_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-18');
export const RATED_FRESH_19_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-19');
export const RATED_FRESH_20_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-20');
/** The sets by the name `bench/ai-judgement.mjs --set` takes. */
export const RATED_FRESH_21_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-21');
export const RATED_FRESH_22_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-22');
export const RATED_FRESH_23_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-23');
export const RATED_FRESH_24_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-24');
export const RATED_FRESH_25_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-25');
export const RATED_FRESH_26_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-26');
export const RATED_FRESH_27_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-27');
export const RATED_FRESH_28_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-28');
export const RATED_FRESH_29_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-29');
export const RATED_FRESH_30_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-30');
export const RATED_FRESH_31_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-31');
export const RATED_FRESH_32_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-32');
export const RATED_FRESH_33_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-33');
export const RATED_FRESH_34_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-34');
export const RATED_FRESH_35_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-35');
export const RATED_FRESH_36_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-36');
export const RATED_FRESH_37_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-37');
export const RATED_FRESH_38_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-38');
export const RATED_FRESH_39_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-39');
export const RATED_FRESH_40_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-40');
export const RATED_FRESH_41_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-41');
export const RATED_FRESH_42_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-42');
export const RATED_FRESH_43_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-43');
export const RATED_FRESH_44_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-44');
export const RATED_FRESH_45_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-45');
export const RATED_FRESH_46_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-46');
export const RATED_FRESH_47_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-47');
export const RATED_FRESH_48_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-48');
export const RATED_FRESH_49_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-49');
export const RATED_FRESH_50_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-50');
export const RATED_FRESH_51_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-51');
export const RATED_FRESH_52_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-52');
export const RATED_FRESH_53_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-53');
export const RATED_FRESH_54_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-54');
export const RATED_FRESH_55_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-55');
export const RATED_FRESH_56_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-56');
export const RATED_FRESH_57_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-57');
export const RATED_FRESH_58_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-58');
export const RATED_FRESH_59_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-59');
export const RATED_FRESH_60_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-60');
export const RATED_FRESH_61_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-61');
export const RATED_FRESH_62_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-62');
export const RATED_FRESH_63_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-63');
export const RATED_FRESH_64_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-64');
export const RATED_FRESH_65_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-65');
export const RATED_FRESH_66_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-66');
export const RATED_FRESH_67_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-67');
export const RATED_FRESH_68_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-68');
export const RATED_FRESH_69_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-69');
export const RATED_FRESH_70_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-70');
export const RATED_FRESH_71_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-71');
export const RATED_FRESH_72_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-72');
export const RATED_FRESH_73_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-73');
export const RATED_FRESH_74_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-74');
export const RATED_FRESH_75_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-75');
export const RATED_FRESH_76_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-76');
export const RATED_FRESH_77_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-77');
export const RATED_FRESH_78_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-78');
export const RATED_FRESH_79_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-79');
export const RATED_FRESH_80_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-80');
export const RATED_FRESH_81_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-81');
export const RATED_FRESH_82_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-82');
export const RATED_FRESH_83_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-83');
export const RATED_FRESH_84_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-84');
export const RATED_FRESH_85_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-85');
export const RATED_FRESH_86_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-86');
export const RATED_FRESH_87_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-87');
export const RATED_FRESH_88_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-88');
export const RATED_FRESH_89_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-89');
export const RATED_FRESH_90_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-90');
export const RATED_FRESH_91_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-91');
export const RATED_FRESH_92_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-92');
export const RATED_FRESH_93_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-93');
export const RATED_FRESH_94_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-94');
export const RATED_FRESH_95_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-95');
export const RATED_FRESH_96_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-96');
export const RATED_FRESH_97_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-97');
export const RATED_FRESH_98_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-98');
export const RATED_FRESH_99_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-99');
export const RATED_FRESH_100_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-100');
export const RATED_FRESH_101_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-101');
export const RATED_FRESH_102_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-102');
export const RATED_FRESH_103_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-103');
export const RATED_FRESH_104_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-104');
export const RATED_FRESH_105_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-105');
export const RATED_FRESH_106_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-106');
export const RATED_FRESH_107_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-107');
export const RATED_FRESH_108_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-108');
export const RATED_FRESH_109_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-109');
export const RATED_FRESH_110_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-110');
export const RATED_FRESH_111_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-111');
export const RATED_FRESH_112_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-112');
export const RATED_FRESH_113_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-113');
export const RATED_FRESH_114_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-114');
export const RATED_FRESH_115_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-115');
export const RATED_FRESH_116_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-116');
export const RATED_FRESH_117_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-117');
export const RATED_FRESH_118_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-118');
export const RATED_FRESH_119_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-119');
export const RATED_FRESH_120_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-120');
export const RATED_FRESH_121_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-121');
export const RATED_FRESH_122_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-122');
export const RATED_FRESH_123_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-123');
export const RATED_FRESH_124_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-124');
export const RATED_FRESH_125_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-125');
export const RATED_FRESH_126_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-126');
export const RATED_FRESH_127_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-127');
export const RATED_FRESH_128_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-128');
export const RATED_FRESH_129_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-129');
export const RATED_FRESH_130_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-130');
export const RATED_FRESH_131_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-131');
export const RATED_FRESH_132_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-132');
export const RATED_FRESH_133_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-133');
export const RATED_FRESH_134_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-134');
export const RATED_FRESH_135_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-135');
export const RATED_FRESH_136_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-136');
export const RATED_FRESH_137_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-137');
export const RATED_FRESH_138_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-138');
export const RATED_FRESH_139_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-139');
export const RATED_FRESH_140_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-140');
export const RATED_FRESH_141_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-141');
export const RATED_FRESH_142_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-142');
export const RATED_FRESH_143_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-143');
export const RATED_FRESH_144_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-144');
export const RATED_FRESH_145_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-145');
export const RATED_FRESH_146_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-146');
export const RATED_FRESH_147_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-147');
export const RATED_FRESH_148_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-148');
export const RATED_FRESH_149_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-149');
export const RATED_FRESH_150_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-150');
export const RATED_FRESH_151_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-151');
export const RATED_FRESH_152_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-152');
export const RATED_FRESH_153_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-153');
export const RATED_FRESH_154_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-154');
export const RATED_FRESH_155_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-155');
export const RATED_FRESH_156_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-156');
export const RATED_FRESH_157_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-157');
export const RATED_FRESH_158_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-158');
export const RATED_FRESH_159_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-159');
export const RATED_FRESH_160_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-160');
export const RATED_FRESH_161_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-161');
export const RATED_FRESH_162_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-162');
export const RATED_FRESH_163_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-163');
export const RATED_FRESH_164_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-164');
export const RATED_FRESH_165_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-165');
export const RATED_FRESH_166_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-166');
export const RATED_FRESH_167_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-167');
export const RATED_FRESH_168_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-168');
export const RATED_FRESH_169_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-169');
export const RATED_FRESH_170_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-170');
export const RATED_FRESH_171_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-171');
export const RATED_FRESH_172_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-172');
export const RATED_FRESH_173_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-173');
export const RATED_FRESH_174_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-174');
export const RATED_FRESH_175_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-175');
export const RATED_FRESH_176_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-176');
export const RATED_FRESH_177_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-177');
export const RATED_FRESH_178_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-178');
export const RATED_FRESH_179_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-179');
export const RATED_FRESH_180_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-180');
export const RATED_FRESH_181_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-181');
export const RATED_FRESH_182_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-182');
export const RATED_FRESH_183_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-183');
export const RATED_FRESH_184_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-184');
export const RATED_FRESH_185_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-185');
export const RATED_FRESH_186_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-186');
export const RATED_FRESH_187_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-187');
export const RATED_FRESH_188_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-188');
export const RATED_FRESH_189_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-189');
export const RATED_FRESH_190_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-190');
export const RATED_FRESH_191_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-191');
export const RATED_FRESH_192_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-192');
export const RATED_FRESH_193_DIR = path.join(findRepoRoot(), 'api/test/fixtures/ai/rated-fresh-193');
export const RATED_SETS = { old: RATED_DIR, fresh: RATED_FRESH_DIR, fresh2: RATED_FRESH_2_DIR, fresh3: RATED_FRESH_3_DIR, fresh4: RATED_FRESH_4_DIR, fresh5: RATED_FRESH_5_DIR, fresh6: RATED_FRESH_6_DIR, fresh7: RATED_FRESH_7_DIR, fresh8: RATED_FRESH_8_DIR, fresh9: RATED_FRESH_9_DIR, fresh10: RATED_FRESH_10_DIR, fresh11: RATED_FRESH_11_DIR, fresh12: RATED_FRESH_12_DIR, fresh13: RATED_FRESH_13_DIR, fresh14: RATED_FRESH_14_DIR, fresh15: RATED_FRESH_15_DIR, fresh16: RATED_FRESH_16_DIR, fresh17: RATED_FRESH_17_DIR, fresh18: RATED_FRESH_18_DIR, fresh19: RATED_FRESH_19_DIR, fresh20: RATED_FRESH_20_DIR, fresh21: RATED_FRESH_21_DIR, fresh22: RATED_FRESH_22_DIR, fresh23: RATED_FRESH_23_DIR, fresh24: RATED_FRESH_24_DIR, fresh25: RATED_FRESH_25_DIR, fresh26: RATED_FRESH_26_DIR, fresh27: RATED_FRESH_27_DIR, fresh28: RATED_FRESH_28_DIR, fresh29: RATED_FRESH_29_DIR, fresh30: RATED_FRESH_30_DIR, fresh31: RATED_FRESH_31_DIR, fresh32: RATED_FRESH_32_DIR, fresh33: RATED_FRESH_33_DIR, fresh34: RATED_FRESH_34_DIR, fresh35: RATED_FRESH_35_DIR, fresh36: RATED_FRESH_36_DIR, fresh37: RATED_FRESH_37_DIR, fresh38: RATED_FRESH_38_DIR, fresh39: RATED_FRESH_39_DIR, fresh40: RATED_FRESH_40_DIR, fresh41: RATED_FRESH_41_DIR, fresh42: RATED_FRESH_42_DIR, fresh43: RATED_FRESH_43_DIR, fresh44: RATED_FRESH_44_DIR, fresh45: RATED_FRESH_45_DIR, fresh46: RATED_FRESH_46_DIR, fresh47: RATED_FRESH_47_DIR, fresh48: RATED_FRESH_48_DIR, fresh49: RATED_FRESH_49_DIR, fresh50: RATED_FRESH_50_DIR, fresh51: RATED_FRESH_51_DIR, fresh52: RATED_FRESH_52_DIR, fresh53: RATED_FRESH_53_DIR, fresh54: RATED_FRESH_54_DIR, fresh55: RATED_FRESH_55_DIR, fresh56: RATED_FRESH_56_DIR, fresh57: RATED_FRESH_57_DIR, fresh58: RATED_FRESH_58_DIR, fresh59: RATED_FRESH_59_DIR, fresh60: RATED_FRESH_60_DIR, fresh61: RATED_FRESH_61_DIR, fresh62: RATED_FRESH_62_DIR, fresh63: RATED_FRESH_63_DIR, fresh64: RATED_FRESH_64_DIR, fresh65: RATED_FRESH_65_DIR, fresh66: RATED_FRESH_66_DIR, fresh67: RATED_FRESH_67_DIR, fresh68: RATED_FRESH_68_DIR, fresh69: RATED_FRESH_69_DIR, fresh70: RATED_FRESH_70_DIR, fresh71: RATED_FRESH_71_DIR, fresh72: RATED_FRESH_72_DIR, fresh73: RATED_FRESH_73_DIR, fresh74: RATED_FRESH_74_DIR, fresh75: RATED_FRESH_75_DIR, fresh76: RATED_FRESH_76_DIR, fresh77: RATED_FRESH_77_DIR, fresh78: RATED_FRESH_78_DIR, fresh79: RATED_FRESH_79_DIR, fresh80: RATED_FRESH_80_DIR, fresh81: RATED_FRESH_81_DIR, fresh82: RATED_FRESH_82_DIR, fresh83: RATED_FRESH_83_DIR, fresh84: RATED_FRESH_84_DIR, fresh85: RATED_FRESH_85_DIR, fresh86: RATED_FRESH_86_DIR, fresh87: RATED_FRESH_87_DIR, fresh88: RATED_FRESH_88_DIR, fresh89: RATED_FRESH_89_DIR, fresh90: RATED_FRESH_90_DIR, fresh91: RATED_FRESH_91_DIR, fresh92: RATED_FRESH_92_DIR, fresh93: RATED_FRESH_93_DIR, fresh94: RATED_FRESH_94_DIR, fresh95: RATED_FRESH_95_DIR, fresh96: RATED_FRESH_96_DIR, fresh97: RATED_FRESH_97_DIR, fresh98: RATED_FRESH_98_DIR, fresh99: RATED_FRESH_99_DIR, fresh100: RATED_FRESH_100_DIR, fresh101: RATED_FRESH_101_DIR, fresh102: RATED_FRESH_102_DIR, fresh103: RATED_FRESH_103_DIR, fresh104: RATED_FRESH_104_DIR, fresh105: RATED_FRESH_105_DIR, fresh106: RATED_FRESH_106_DIR, fresh107: RATED_FRESH_107_DIR, fresh108: RATED_FRESH_108_DIR, fresh109: RATED_FRESH_109_DIR, fresh110: RATED_FRESH_110_DIR, fresh111: RATED_FRESH_111_DIR, fresh112: RATED_FRESH_112_DIR, fresh113: RATED_FRESH_113_DIR, fresh114: RATED_FRESH_114_DIR, fresh115: RATED_FRESH_115_DIR, fresh116: RATED_FRESH_116_DIR, fresh117: RATED_FRESH_117_DIR, fresh118: RATED_FRESH_118_DIR, fresh119: RATED_FRESH_119_DIR, fresh120: RATED_FRESH_120_DIR, fresh121: RATED_FRESH_121_DIR, fresh122: RATED_FRESH_122_DIR, fresh123: RATED_FRESH_123_DIR, fresh124: RATED_FRESH_124_DIR, fresh125: RATED_FRESH_125_DIR, fresh126: RATED_FRESH_126_DIR, fresh127: RATED_FRESH_127_DIR, fresh128: RATED_FRESH_128_DIR, fresh129: RATED_FRESH_129_DIR, fresh130: RATED_FRESH_130_DIR, fresh131: RATED_FRESH_131_DIR, fresh132: RATED_FRESH_132_DIR, fresh133: RATED_FRESH_133_DIR, fresh134: RATED_FRESH_134_DIR, fresh135: RATED_FRESH_135_DIR, fresh136: RATED_FRESH_136_DIR, fresh137: RATED_FRESH_137_DIR, fresh138: RATED_FRESH_138_DIR, fresh139: RATED_FRESH_139_DIR, fresh140: RATED_FRESH_140_DIR, fresh141: RATED_FRESH_141_DIR, fresh142: RATED_FRESH_142_DIR, fresh143: RATED_FRESH_143_DIR, fresh144: RATED_FRESH_144_DIR, fresh145: RATED_FRESH_145_DIR, fresh146: RATED_FRESH_146_DIR, fresh147: RATED_FRESH_147_DIR, fresh148: RATED_FRESH_148_DIR, fresh149: RATED_FRESH_149_DIR, fresh150: RATED_FRESH_150_DIR, fresh151: RATED_FRESH_151_DIR, fresh152: RATED_FRESH_152_DIR, fresh153: RATED_FRESH_153_DIR, fresh154: RATED_FRESH_154_DIR, fresh155: RATED_FRESH_155_DIR, fresh156: RATED_FRESH_156_DIR, fresh157: RATED_FRESH_157_DIR, fresh158: RATED_FRESH_158_DIR, fresh159: RATED_FRESH_159_DIR, fresh160: RATED_FRESH_160_DIR, fresh161: RATED_FRESH_161_DIR, fresh162: RATED_FRESH_162_DIR, fresh163: RATED_FRESH_163_DIR, fresh164: RATED_FRESH_164_DIR, fresh165: RATED_FRESH_165_DIR, fresh166: RATED_FRESH_166_DIR, fresh167: RATED_FRESH_167_DIR, fresh168: RATED_FRESH_168_DIR, fresh169: RATED_FRESH_169_DIR, fresh170: RATED_FRESH_170_DIR, fresh171: RATED_FRESH_171_DIR, fresh172: RATED_FRESH_172_DIR, fresh173: RATED_FRESH_173_DIR, fresh174: RATED_FRESH_174_DIR, fresh175: RATED_FRESH_175_DIR, fresh176: RATED_FRESH_176_DIR, fresh177: RATED_FRESH_177_DIR, fresh178: RATED_FRESH_178_DIR, fresh179: RATED_FRESH_179_DIR, fresh180: RATED_FRESH_180_DIR, fresh181: RATED_FRESH_181_DIR, fresh182: RATED_FRESH_182_DIR, fresh183: RATED_FRESH_183_DIR, fresh184: RATED_FRESH_184_DIR, fresh185: RATED_FRESH_185_DIR, fresh186: RATED_FRESH_186_DIR, fresh187: RATED_FRESH_187_DIR, fresh188: RATED_FRESH_188_DIR, fresh189: RATED_FRESH_189_DIR, fresh190: RATED_FRESH_190_DIR, fresh191: RATED_FRESH_191_DIR, fresh192: RATED_FRESH_192_DIR, fresh193: RATED_FRESH_193_DIR } as const;
export type RatedSetName = keyof typeof RATED_SETS;

/** The kinds an answer was written as; the last six game the scorer instead of answering (docs/ai-rubric.md). */
export const ANSWER_KINDS = ['strong', 'good-plain', 'mediocre', 'weak', 'stuffing', 'salad', 'pasted', 'copied-sample', 'duplicate', 'off-topic'] as const;
export const ANSWER_GAMING: readonly AnswerKind[] = ['stuffing', 'salad', 'pasted', 'copied-sample', 'duplicate', 'off-topic'];
export const RESUME_KINDS = ['strong', 'good-plain', 'mediocre', 'thin', 'buzzword-duplicates', 'keyword-salad', 'impossible-figures', 'placeholders', 'cliche-only'] as const;
export const RESUME_GAMING: readonly ResumeKind[] = ['buzzword-duplicates', 'keyword-salad', 'impossible-figures', 'placeholders', 'cliche-only'];
export const SPLITS = ['tune', 'held-out'] as const;

export type AnswerKind = (typeof ANSWER_KINDS)[number];
export type ResumeKind = (typeof RESUME_KINDS)[number];
export type Split = (typeof SPLITS)[number];

export type RatedAnswer = {
  id: string;
  category: string;
  group: string;
  question_id: string;
  question: string;
  answer: string;
  kind: AnswerKind;
  /** answers of one mock interview share it and are scored together, in the order of the file */
  interview: string | null;
  split: Split;
};

export type RatedResume = { id: string; kind: ResumeKind; category: string | null; split: Split; resume: ResumeContent };

/** One rater's pass: item id → 1..5 (docs/ai-rubric.md). */
export type Ratings = Record<string, number>;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function loadRatedSet(dir = RATED_DIR): { answers: RatedAnswer[]; resumes: RatedResume[] } {
  return { answers: readJson<RatedAnswer[]>(path.join(dir, 'answers.json')), resumes: readJson<RatedResume[]>(path.join(dir, 'resumes.json')) };
}

/** The answers grouped as they are scored: one group per interview id, a singleton alone; file order kept. */
export function interviewsOf(answers: readonly RatedAnswer[]): RatedAnswer[][] {
  const groups = new Map<string, RatedAnswer[]>();
  for (const a of answers) {
    const key = a.interview ?? `single:${a.id}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(a);
  }
  return [...groups.values()];
}

/**
 * A rater's pass, or the reasons it cannot be used: the file is missing, or an item of the set has no rating
 * 1..5 (an id the set does not hold is named too, as a sign the pass was made on another version of the set).
 */
export function readRatings(file: string, ids: readonly string[]): { ratings: Ratings } | { problems: string[] } {
  if (!existsSync(file)) return { problems: [`${path.basename(file)} is missing (${file})`] };
  const ratings = readJson<Ratings>(file);
  const problems: string[] = [];
  const unrated = ids.filter((id) => !(Number.isInteger(ratings[id]) && ratings[id]! >= 1 && ratings[id]! <= 5));
  if (unrated.length) problems.push(`${path.basename(file)}: ${unrated.length} items without a rating 1..5 (${unrated.slice(0, 8).join(', ')}${unrated.length > 8 ? ', …' : ''})`);
  const known = new Set(ids);
  const stray = Object.keys(ratings).filter((id) => !known.has(id));
  if (stray.length) problems.push(`${path.basename(file)}: ids the set does not hold (${stray.slice(0, 8).join(', ')})`);
  return problems.length ? { problems } : { ratings };
}
