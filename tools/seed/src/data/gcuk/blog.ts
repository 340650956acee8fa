import type { SeedBlogPost } from '../types';
import { gcukBlogPostsPart1 } from './blog-1';
import { gcukBlogPostsPart2 } from './blog-2';

export const gcukBlogPosts: SeedBlogPost[] = [...gcukBlogPostsPart1, ...gcukBlogPostsPart2];
