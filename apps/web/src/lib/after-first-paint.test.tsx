import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useAfterFirstPaint() ? 'after' : 'before'} the first paint`}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render, true once a frame is painted, and true for good after it', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    render(<Probe name="first" />);
    expect(screen.getByText('first: before the first paint')).toBeInTheDocument();
    // Nothing changes until the frame is painted: no timer alone ends the wait.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('first: before the first paint')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(await screen.findByText('first: after the first paint')).toBeInTheDocument();
    // A part rendered later (another page) has it at once, with no frame asked for.
    render(<Probe name="later" />);
    expect(screen.getByText('later: after the first paint')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    frame.mockRestore();
  });
});
