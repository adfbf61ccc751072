// The filters of /jobs as the address carries them (q, paid, skills, school, major, tab), each
// honoured only when valid, and the one meaning of a match (decisions.md "Content and lists"):
// the server's GET /api/jobs/search says the same in SQL, the PWA uses `jobMatches` offline.
import {
  ALL_MAJORS,
  JOB_PAID_FILTERS,
  type JobPaidFilter,
  type PaymentType,
  SCHOOL_NAMES,
  SIGNUP_PROGRAMS,
  SKILLS,
  TARGET_SCHOOL_ALL,
} from '../catalogues';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';

const JOB_TABS = ['browse', 'applications', 'applicants', 'saved'] as const;
export type JobTab = (typeof JOB_TABS)[number];

export interface JobFilters {
  q?: string;
  /** Paid Only, or Unpaid/Credit; absent = All Jobs. */
  paid?: Exclude<JobPaidFilter, 'all'>;
  /** Any of these skills. */
  skills?: string[];
  school?: string;
  major?: string;
}

export const JOB_PAID_FILTER_LABELS: Record<JobPaidFilter, string> = {
  all: 'All Jobs',
  paid: 'Paid Only',
  'unpaid-credit': 'Unpaid/Credit',
};

const MAJORS: readonly string[] = [...new Set([...ALL_MAJORS, ...SIGNUP_PROGRAMS])];

function fromList(list: readonly string[], value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const needle = value.trim().toLowerCase();
  return list.find((item) => item.toLowerCase() === needle);
}

export function validJobFilters(raw: Record<string, unknown>): JobFilters {
  const filters: JobFilters = {};
  const q =
    typeof raw.q === 'string' || typeof raw.q === 'number'
      ? String(raw.q).slice(0, SEARCH_QUERY_MAX_LENGTH)
      : '';
  if (q.trim()) filters.q = q;
  const paid = JOB_PAID_FILTERS.find((p) => p !== 'all' && p === raw.paid);
  if (paid && paid !== 'all') filters.paid = paid;
  const skillList = typeof raw.skills === 'string' ? raw.skills.split(',') : [];
  const skills = [
    ...new Set(skillList.map((s) => fromList(SKILLS, s)).filter((s) => s !== undefined)),
  ];
  if (skills.length > 0) filters.skills = skills;
  const school = fromList(SCHOOL_NAMES, raw.school);
  if (school) filters.school = school;
  const major = fromList(MAJORS, raw.major);
  if (major) filters.major = major;
  return filters;
}

export function validJobTab(raw: unknown): JobTab {
  return JOB_TABS.find((t) => t === raw) ?? 'browse';
}

export function hasJobFilters(f: JobFilters): boolean {
  return Boolean(f.q?.trim() || f.paid || f.skills?.length || f.school || f.major);
}

/** The query string of GET /api/jobs/search (and of the address) for these filters. */
export function jobSearchQuery(f: JobFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (f.q?.trim()) query.q = f.q.trim();
  if (f.skills?.length) query.skills = f.skills.join(',');
  if (f.school) query.school = f.school;
  if (f.major) query.major = f.major;
  if (f.paid) query.paid = f.paid;
  return query;
}

/** The payment types a paid filter admits. */
export function paymentTypesOf(paid: JobFilters['paid']): readonly PaymentType[] | null {
  if (paid === 'paid') return ['paid'];
  if (paid === 'unpaid-credit') return ['unpaid', 'credit'];
  return null;
}

/** The words of a job query: each must occur in the title, location or description. */
export function jobQueryWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export interface JobFilterable {
  title: string;
  description: string;
  location: string | null;
  paymentType: PaymentType;
  skills: readonly string[];
  targetSchool: string | null;
  author?: { major: string | null } | undefined;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function jobMatches(job: JobFilterable, f: JobFilters): boolean {
  const words = jobQueryWords(f.q);
  if (words.length > 0) {
    const text = `${job.title} ${job.location ?? ''} ${job.description}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) return false;
  }
  const types = paymentTypesOf(f.paid);
  if (types && !types.includes(job.paymentType)) return false;
  if (f.skills?.length && !job.skills.some((s) => f.skills!.some((want) => same(s, want)))) {
    return false;
  }
  if (f.school && job.targetSchool && job.targetSchool !== TARGET_SCHOOL_ALL) {
    if (!same(job.targetSchool, f.school)) return false;
  }
  if (f.major && !(job.author?.major && same(job.author.major, f.major))) return false;
  return true;
}
