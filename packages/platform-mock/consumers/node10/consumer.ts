// The main entry and `/msw` together, as an app on `moduleResolution: "node"` uses them: the msw mock is a
// `PlatformMock` of the main entry, and both must come from one set of declarations.
import { createPlatformMock as createCore, type PlatformMock } from '@clinic/platform-mock';
import { createPlatformMock } from '@clinic/platform-mock/msw';

const withHandlers: PlatformMock = createPlatformMock({ baseUrl: 'https://platform.test' });

export const mocks = [withHandlers, createCore()];
