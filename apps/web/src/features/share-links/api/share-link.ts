import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink, ShareLinkInput } from '@hearth/shared/share-links';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The dish's public link, or null when it has none (the server answers 404 SHARE_LINK_NOT_FOUND). */
async function getShareLink(dishId: number): Promise<ShareLink | null> {
  try {
    return await api<ShareLink>(`/dishes/${dishId}/share-link`);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'SHARE_LINK_NOT_FOUND') return null;
    throw error;
  }
}

/** Read only once the owner opens the panel: most dish pages never ask. */
export function useShareLink(dishId: number, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.shareLinks.ofDish(dishId), queryFn: () => getShareLink(dishId), enabled });
}

/** Makes the link, or changes whether search engines may index it; the answer is the link now. */
export function useSaveShareLink(dishId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkInput) => api<ShareLink>(`/dishes/${dishId}/share-link`, { method: 'POST', body: input }),
    onSuccess: (link) => queryClient.setQueryData(queryKeys.shareLinks.ofDish(dishId), link),
  });
}

/** Revokes the link: its address answers 404 from the moment the server says so. */
export function useRevokeShareLink(dishId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/dishes/${dishId}/share-link`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(queryKeys.shareLinks.ofDish(dishId), null),
  });
}
