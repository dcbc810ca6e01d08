/** The 14 academic fields of SPEC §3, in the order the product lists them. */
export const ACADEMIC_FIELDS = [
  'Computer Science',
  'Physics',
  'Mathematics',
  'Biology',
  'Chemistry',
  'Psychology',
  'Sociology',
  'Economics',
  'Philosophy',
  'Literature',
  'History',
  'Engineering',
  'Medicine',
  'Environmental Science',
] as const;

export type AcademicField = (typeof ACADEMIC_FIELDS)[number];

export function isAcademicField(value: string): value is AcademicField {
  return (ACADEMIC_FIELDS as readonly string[]).includes(value);
}
