/**
 * Catches a page's render error and shows react-admin's Error screen in the content area, so
 * that the shell stays usable (react-admin's own Layout does the same). React only offers
 * error boundaries as classes, hence the one class of the app.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

type TProps = { children: ReactNode };
type TState = { error?: Error; errorInfo?: ErrorInfo };

export class PageErrorBoundary extends Component<TProps, TState> {
  override state: TState = {};

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidCatch(error: Error, errorInfo: ErrorInfo): void {
    this.setState({ error, errorInfo });
  }

  reset = (): void => this.setState({ error: undefined, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    // react-admin's Error resets the boundary itself when the location changes.
    return error ? <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} /> : this.props.children;
  }
}
