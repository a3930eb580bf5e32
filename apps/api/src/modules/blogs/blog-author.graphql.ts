import { builder } from '../../graphql/builder';
import { createBlogAuthor, deleteBlogAuthor, findBlogAuthors, updateBlogAuthor } from './blog-author.service';
import { BlogAuthorRef } from './blog-types.graphql';

/** Blog authors' small CRUD (staff with blogs; the author select of the post form). */

const BlogAuthorInput = builder.inputType('BlogAuthorInput', {
  description: 'A blog author.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name, at most 100 characters.' }),
    bio: t.string({ description: 'Biography, at most 1,000 characters.' }),
    avatarUrl: t.string({ description: 'Photo: a CONTENT_IMAGE from uploadImage (/files/<id>).' }),
  }),
});

builder.queryField('blogAuthors', (t) =>
  t.field({
    type: [BlogAuthorRef],
    description: 'Every blog author, A to Z, with how many posts each signs: staff with blogs view.',
    authScopes: { staff: 'blogs:view' },
    resolve: (_r, _a, ctx) => findBlogAuthors(ctx.db),
  }),
);

builder.mutationFields((t) => ({
  createBlogAuthor: t.field({
    type: BlogAuthorRef,
    description: 'Adds an author: staff with blogs add.',
    authScopes: { staff: 'blogs:add' },
    args: { data: t.arg({ type: BlogAuthorInput, required: true, description: 'The author.' }) },
    resolve: (_r, args, ctx) => createBlogAuthor(ctx.db, args.data),
  }),
  updateBlogAuthor: t.field({
    type: BlogAuthorRef,
    description: 'Changes an author: staff with blogs edit.',
    authScopes: { staff: 'blogs:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Author id.' }),
      data: t.arg({ type: BlogAuthorInput, required: true, description: 'The author.' }),
    },
    resolve: (_r, args, ctx) => updateBlogAuthor(ctx.db, String(args.id), args.data),
  }),
  deleteBlogAuthor: t.boolean({
    description:
      'Deletes an author who signs no post (BLOG_AUTHOR_IN_USE otherwise): staff with blogs delete.',
    authScopes: { staff: 'blogs:delete' },
    args: { id: t.arg.id({ required: true, description: 'Author id.' }) },
    resolve: (_r, args, ctx) => deleteBlogAuthor(ctx.db, String(args.id)),
  }),
}));
