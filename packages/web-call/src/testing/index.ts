export {
  createFakeCallFactory,
  createFakeCallObject,
  FAKE_FAILURE_POINTS,
  type FakeCall,
  type FakeCallFactory,
  type FakeCallFactoryOptions,
  type FakeCallObject,
  type FakeCallObjectOptions,
  type FakeDelayPoint,
  type FakeFailurePoint,
  type FakeTrackOptions,
} from './fake-call-object';
export {
  createFakeMediaDevices,
  type FakeDevice,
  type FakeMediaDevices,
  type FakeMediaDevicesOptions,
} from './fake-media-devices';
