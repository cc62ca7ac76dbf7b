import { calendarDay } from '../../lib/calendar-day.ts';

/** Letters and digits of a name, accents dropped: 'José Araújo' → 'jose-araujo'. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'atividades-jose-araujo-2026-11-24.pdf': whose log, and the day (Brasília) it was made. */
export function activityLogPdfName(ownerName: string, generatedAt: Date): string {
  const day = calendarDay(generatedAt).toISOString().slice(0, 10);
  return ['atividades', slug(ownerName) || 'usuario', day].join('-').concat('.pdf');
}
