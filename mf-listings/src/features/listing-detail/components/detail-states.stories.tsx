import { StoryProviders } from '../../../stories/story-support';
import { DetailError, DetailLoading, DetailNotFound } from './detail-states';

export default {
  title: 'Listings/Detail/States',
  component: DetailLoading,
  decorators: [(Story: () => React.ReactNode) => <StoryProviders>{Story()}</StoryProviders>],
};

export const Loading = { render: () => <DetailLoading /> };
export const Error = {
  render: () => (
    <DetailError
      message="Something went wrong on the server. Please try again."
      onRetry={() => {}}
    />
  ),
};
export const NotFound = { render: () => <DetailNotFound /> };
export const ErrorDark = { ...Error, globals: { theme: 'dark' } };
