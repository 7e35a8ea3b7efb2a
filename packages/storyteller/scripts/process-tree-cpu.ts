/**
 * CPU time of this process and every process it started, live or ended, read
 * from /proc on Linux: `process.cpuUsage()` counts only this process, and the
 * narrator's eSpeak NG processes live on between tales.
 */
import { readdirSync, readFileSync } from 'node:fs';

// /proc/<pid>/stat counts in clock ticks; Linux reports 100 a second to user space.
const TICKS_PER_SECOND = 100;

interface Stat {
  parent: number;
  /** Its own CPU and that of its children it has waited for, in ticks. */
  ticks: number;
}

function readStat(pid: number | string): Stat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: fields are read after its closing bracket.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of proc(5): utime, stime, cutime, cstime; `fields` starts at field 3.
    return { parent: Number(fields[1]), ticks: [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) };
  } catch {
    return null; // the process ended while we looked
  }
}

/** CPU seconds used so far by this process and all its descendants. */
export function treeCpuSeconds(root = process.pid): number {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { parent }] of stats) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return [...inTree].reduce((sum, pid) => sum + (stats.get(pid)?.ticks ?? 0), 0) / TICKS_PER_SECOND;
}
