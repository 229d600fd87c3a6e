/**
 * The blog's words that every page's code carries: the skeletons a client-side navigation to the
 * blog shows before its posts arrive (the rest of the blog's copy is in `blog.ts`).
 */
export const blogLoading = {
  title: "Marketing that works for DMV businesses",
  posts: "Loading posts",
  post: "Loading post",
} as const;
