import type { L } from '../context';

export interface VocabularyEntry { key: string; name: L }

const languages: VocabularyEntry[] = [
  { key: 'de', name: { de: 'Deutsch', en: 'German', es: 'Alemán', fr: 'Allemand' } },
  { key: 'en', name: { de: 'Englisch', en: 'English', es: 'Inglés', fr: 'Anglais' } },
  { key: 'es', name: { de: 'Spanisch', en: 'Spanish', es: 'Español', fr: 'Espagnol' } },
  { key: 'fr', name: { de: 'Französisch', en: 'French', es: 'Francés', fr: 'Français' } },
  { key: 'easy', name: { de: 'Leichte Sprache', en: 'Easy-to-read German', es: 'Lectura fácil (alemán)', fr: 'Allemand facile à lire' } },
];
const ageGroups: VocabularyEntry[] = [
  { key: 'kids', name: { de: 'Kinder (6–11 Jahre)', en: 'Children (6–11)', es: 'Niños (6–11 años)', fr: 'Enfants (6–11 ans)' } },
  { key: 'teens', name: { de: 'Jugendliche (12–17 Jahre)', en: 'Teenagers (12–17)', es: 'Jóvenes (12–17 años)', fr: 'Adolescents (12–17 ans)' } },
  { key: 'adults', name: { de: 'Erwachsene', en: 'Adults', es: 'Adultos', fr: 'Adultes' } },
  { key: 'seniors', name: { de: 'Seniorinnen und Senioren', en: 'Seniors', es: 'Mayores', fr: 'Seniors' } },
];
const audiences: VocabularyEntry[] = [
  { key: 'families', name: { de: 'Familien', en: 'Families', es: 'Familias', fr: 'Familles' } },
  { key: 'schools', name: { de: 'Schulklassen', en: 'School classes', es: 'Grupos escolares', fr: 'Classes scolaires' } },
  { key: 'public', name: { de: 'Allgemeines Publikum', en: 'General public', es: 'Público general', fr: 'Grand public' } },
];
const grades: VocabularyEntry[] = [
  { key: 'primary', name: { de: 'Klasse 1–4', en: 'Grades 1–4', es: 'Primaria 1–4', fr: 'Classes 1–4' } },
  { key: 'middle', name: { de: 'Klasse 5–8', en: 'Grades 5–8', es: 'Cursos 5–8', fr: 'Classes 5–8' } },
  { key: 'upper', name: { de: 'Klasse 9–13', en: 'Grades 9–13', es: 'Cursos 9–13', fr: 'Classes 9–13' } },
];
const catchWords: VocabularyEntry[] = [
  { key: 'hands-on', name: { de: 'Mitmachen', en: 'Hands-on', es: 'Participativo', fr: 'Participatif' } },
  { key: 'evening', name: { de: 'Abendprogramm', en: 'Evening programme', es: 'Programa nocturno', fr: 'Programme du soir' } },
];
const proposalCategories: VocabularyEntry[] = [
  { key: 'school', name: { de: 'Schulangebote', en: 'School programmes', es: 'Programas escolares', fr: 'Offres scolaires' } },
  { key: 'leisure', name: { de: 'Freizeit', en: 'Leisure', es: 'Ocio', fr: 'Loisirs' } },
];
const disablements: VocabularyEntry[] = [
  { key: 'wheelchair', name: { de: 'Rollstuhlgerecht', en: 'Wheelchair accessible', es: 'Accesible en silla de ruedas', fr: 'Accessible en fauteuil roulant' } },
  { key: 'hearing', name: { de: 'Mit Höranlage', en: 'Hearing loop', es: 'Con bucle magnético', fr: 'Boucle magnétique' } },
];

const eventCategories: VocabularyEntry[] = [
  { key: 'concert', name: { de: 'Konzert', en: 'Concert', es: 'Concierto', fr: 'Concert' } },
  { key: 'talk', name: { de: 'Vortrag', en: 'Talk', es: 'Conferencia', fr: 'Conférence' } },
  { key: 'workshop', name: { de: 'Workshop', en: 'Workshop', es: 'Taller', fr: 'Atelier' } },
  { key: 'special', name: { de: 'Sonderveranstaltung', en: 'Special event', es: 'Evento especial', fr: 'Événement spécial' } },
];
const tourCategories: VocabularyEntry[] = [
  { key: 'public-tour', name: { de: 'Führung', en: 'Guided tour', es: 'Visita guiada', fr: 'Visite guidée' } },
  { key: 'school-tour', name: { de: 'Schulprogramm', en: 'School programme', es: 'Programa escolar', fr: 'Programme scolaire' } },
  { key: 'city-walk', name: { de: 'Stadtrundgang', en: 'City walk', es: 'Paseo por la ciudad', fr: 'Promenade en ville' } },
];

const shared = { language: languages, age_group: ageGroups, audience: audiences, grade: grades, catch_word: catchWords, proposal_category: proposalCategories, disablement: disablements };

/** kind (e.g. 'event_language') → entries; events and tours have their own lists, as in the API. */
export const vocabularies: Record<string, VocabularyEntry[]> = {
  event_category: eventCategories,
  tour_category: tourCategories,
  ...Object.fromEntries(Object.entries(shared).flatMap(([kind, entries]) => [[`event_${kind}`, entries], [`tour_${kind}`, entries]])),
};
