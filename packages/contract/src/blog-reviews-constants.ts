// The blog review form's URL rule and message, without zod (decision 0037): the write page checks the URL with them,
// and a module that also builds schemas would bring zod along. blog-reviews.ts re-exports them for the API.

export const BLOG_URL_MESSAGE = '블로그 글 주소(https://…)를 입력해 주세요.';
/** Looks like a web page's address (http(s), a dotted host); where it points is the server's fetch to judge. */
export const isBlogUrl = (value: string): boolean => /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(value);
