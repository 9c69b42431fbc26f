import { useQuery } from '@tanstack/react-query';
import { DetectResponse } from '../../../domain/api';
import { requestJson } from '../http';
import type { PreparedPhoto } from './downscalePhoto';
import { storePhoto } from './storePhoto';

/** The car in the photo the photo step stored: only its id travels, never its bytes again. */
async function detectCar(photo: File): Promise<DetectResponse> {
  const body = new FormData();
  body.append('photoId', await storePhoto(photo));
  return requestJson(DetectResponse, '/api/detect', { method: 'POST', body });
}

/**
 * Where the car is in the visitor's photo. Only a helper for the preview: when it fails the
 * flow goes on without an outline, so errors are not shown.
 */
export function useCarDetection(photo: PreparedPhoto | null) {
  return useQuery({
    queryKey: ['detect', photo?.previewUrl],
    queryFn: () => detectCar(photo!.file),
    enabled: photo !== null,
    retry: false,
    staleTime: Infinity,
  });
}
