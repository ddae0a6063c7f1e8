import { describe, expect, it } from 'vitest'
import { catalogueFolder, safeFileName } from './storage-paths'

describe('safeFileName', () => {
  it.each([
    ['otu_table.tsv', 'otu_table.tsv'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['C:\\Users\\me\\丰度表 2024.txt', '丰度表 2024.txt'],
    ['.hidden.csv', 'hidden.csv'],
    ['..', 'file'],
    ['', 'file'],
    ['a/b/..', 'file'],
    ['rm -rf *;|&$`.txt', 'rm -rf _.txt'],
    ['line\nbreak\u0000.tsv', 'line_break_.tsv'],
  ])('%j becomes %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected)
  })

  it('keeps the suffix when it shortens a long name to 120 characters', () => {
    const safe = safeFileName(`${'x'.repeat(300)}.fasta`)
    expect(safe).toHaveLength(120)
    expect(safe.endsWith('.fasta')).toBe(true)
  })

  it('keeps file names to one safe path segment', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd')
    expect(safeFileName('C:\\data\\样本 表.txt')).toBe('样本 表.txt')
    expect(safeFileName('..hidden')).toBe('hidden')
    expect(safeFileName('a:b?.tsv')).toBe('a_b_.tsv')
    expect(safeFileName('..')).toBe('file')
  })
})

describe('catalogueFolder', () => {
  it.each([
    ['users/7/tool-tasks/T1/output/a.png', 'tool-tasks/T1/output'],
    ['projects/80-123/A1/runs/T9/b.tsv', '80-123/A1/runs/T9'],
    ['projects/80-123/A1/dataset/otu.tsv', '80-123/A1/dataset'],
  ])('%j is listed in %j', (key, folder) => {
    expect(catalogueFolder(key)).toBe(folder)
  })
})
