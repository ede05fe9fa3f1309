// Every layout family of the import's fixtures (issue 25), one module each.
import { awardInEducation } from './award-in-education';
import { bilingual } from './bilingual';
import { brackets } from './brackets';
import { campus } from './campus';
import { dazhuan } from './dazhuan';
import { english } from './english';
import type { LayoutFamily } from './family';
import { grid } from './grid';
import { header } from './header';
import { icons } from './icons';
import { nursing } from './nursing';
import { ongoing } from './ongoing';
import { research } from './research';
import { sidebar } from './sidebar';
import { textboxes } from './textboxes';
import { timeline } from './timeline';
import { unknownHeadings } from './unknown-headings';

export const LAYOUT_FAMILIES: readonly LayoutFamily[] = [
  grid, english, bilingual, brackets, icons, unknownHeadings, awardInEducation, campus, sidebar, header, textboxes, timeline, ongoing, dazhuan, nursing, research,
];
