/**
 * Peak resident memory of this process and every process it started (the
 * narrator speaks in child processes, which `process.resourceUsage()` does not
 * count), sampled from /proc on Linux.
 */
import { readdirSync, readFileSync } from 'node:fs';

function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces: fields are read after its closing bracket.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  return parents;
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeRss(root: number): number {
  const parents = parentsByPid();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return [...inTree].reduce((sum, pid) => sum + rssBytes(pid), 0);
}

/** Starts sampling; `stop()` returns the peak in bytes. */
export function sampleTreeMemory(intervalMs = 100): { stop(): number } {
  let peak = treeRss(process.pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(process.pid));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(process.pid));
    },
  };
}
