/** The public page of a help article (spec/01 §2). */
export const publicArticlePath = (id: string) => `/help-center/collection/article/${id}`;

/** The staff editor of a help article. */
export const articleEditorPath = (id: string) => `/admin-help-center/article/${id}`;
