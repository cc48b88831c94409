// react-query's mutation hook and client, for the writes a light widget makes too (the heart's
// toggle, src/hooks/wishlistToggle.ts): the embed's build resolves this module to
// src/embed/queryClient.ts instead (vite.lightQuery.ts), a mutation on the page cache with the
// same interface, so the heart carries no react-query. Other hooks import from ./query.js.
export { useMutation, useQueryClient } from '@tanstack/react-query';
