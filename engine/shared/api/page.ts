/** Index responses carry meta (requirements/api.md §1.5 'Pagination'). */
export interface PageMeta {
  total_count: number;
  page: number;
  per_page: number;
}

/** The picture object of the catalogue (requirements/api.md §1.11); every value a URL or null. */
export interface Picture {
  title?: string | null;
  description?: string | null;
  copyright_info?: string | null;
  teaser?: string | null;
  preview?: string | null;
  article?: string | null;
  detail?: string | null;
  thumbnail?: string | null;
}
