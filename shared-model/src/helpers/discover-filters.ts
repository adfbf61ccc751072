// The filters of /discover as the address carries them (q, skill, gradYear, school, major): each
// one is honoured only when valid (spec part 1 §5 "Discover"), in the catalogue's spelling.
import {
  ALL_MAJORS,
  discoverGraduationYears,
  SCHOOL_NAMES,
  SIGNUP_PROGRAMS,
  SKILLS,
} from '../catalogues';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';

export interface DiscoverFilters {
  q?: string;
  skill?: string;
  gradYear?: number;
  school?: string;
  major?: string;
  /** Only with a skill: the members most endorsed for it first (ADR 042). */
  sort?: 'endorsements';
}

const MAJORS: readonly string[] = [...new Set([...ALL_MAJORS, ...SIGNUP_PROGRAMS])];

function fromList(list: readonly string[], value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const needle = value.trim().toLowerCase();
  return list.find((item) => item.toLowerCase() === needle);
}

export function validDiscoverFilters(
  raw: Record<string, unknown>,
  now = new Date(),
): DiscoverFilters {
  const filters: DiscoverFilters = {};
  const q =
    typeof raw.q === 'string' || typeof raw.q === 'number'
      ? String(raw.q).slice(0, SEARCH_QUERY_MAX_LENGTH)
      : '';
  if (q.trim()) filters.q = q;
  const skill = fromList(SKILLS, raw.skill);
  if (skill) filters.skill = skill;
  const year = Number(raw.gradYear);
  if (Number.isInteger(year) && discoverGraduationYears(now).includes(year))
    filters.gradYear = year;
  const school = fromList(SCHOOL_NAMES, raw.school);
  if (school) filters.school = school;
  const major = fromList(MAJORS, raw.major);
  if (major) filters.major = major;
  if (raw.sort === 'endorsements' && filters.skill) filters.sort = 'endorsements';
  return filters;
}

export function hasDiscoverFilters(f: DiscoverFilters): boolean {
  return Object.values(f).some((v) => v !== undefined && v !== '');
}

/** The query string of GET /api/users/search for these filters. */
export function discoverQuery(f: DiscoverFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (f.q?.trim()) query.q = f.q.trim();
  if (f.skill) query.skill = f.skill;
  if (f.gradYear) query.gradYear = String(f.gradYear);
  if (f.school) query.school = f.school;
  if (f.major) query.major = f.major;
  if (f.sort && f.skill) query.sort = f.sort;
  return query;
}
