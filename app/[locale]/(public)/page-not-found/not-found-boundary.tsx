"use client";

import { Component, type ReactNode } from "react";

/** Shows `fallback` instead of children that throw (here: the page's own notFound(), in the browser). */
export class NotFoundBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
