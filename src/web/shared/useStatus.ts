import { StatusResponse } from '../../domain/api';
import { requestJson } from './http';
import { serverAnswer } from './serverAnswer';

/** Whether the server has an AI provider ready (the "API Connected" badge, the submit check). */
export const useStatus = serverAnswer(() => requestJson(StatusResponse, '/api/status'), 60_000);
