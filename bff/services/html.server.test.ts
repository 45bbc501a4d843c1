import { describe, expect, it, vi } from 'vitest'
import { sanitizeLegacyHtml } from './html.server'

const PAYLOADS = {
  img: `<img src=x onerror="alert('xss')">`,
  script: `<script>alert('xss')</script>`,
  link: `<a href="javascript:alert('xss')">click</a>`,
  iframe: `<iframe src="javascript:alert('xss')"></iframe>`,
  div: '<div id="injected">Injected block</div>',
}

/** Nothing in the output may run or reach the DOM by id. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<style/i)
  expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i)
  expect(html).not.toMatch(/alert\(/)
  expect(html).not.toMatch(/\s(id|style|class)\s*=/i)
}

describe('sanitizeLegacyHtml', () => {
  it('neutralises each XSS payload of the markup-check competition', () => {
    expect(sanitizeLegacyHtml(PAYLOADS.img)).toBe('')
    expect(sanitizeLegacyHtml(PAYLOADS.script)).toBe('')
    expect(sanitizeLegacyHtml(PAYLOADS.link)).toBe('<a>click</a>')
    expect(sanitizeLegacyHtml(PAYLOADS.iframe)).toBe('')
    expect(sanitizeLegacyHtml(PAYLOADS.div)).toBe('<div>Injected block</div>')
    const all = sanitizeLegacyHtml(`<p>News</p>${Object.values(PAYLOADS).join('')}`)
    expectInert(all)
    expect(all).toBe('<p>News</p><a>click</a><div>Injected block</div>')
  })

  it('keeps common formatting, lists, headings and tables', () => {
    const html =
      '<p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br /></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
      '<h2>h2</h2><h3>h3</h3><h6>h6</h6><span>s</span><div>d</div>' +
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">1</td></tr></tbody></table>'
    expect(sanitizeLegacyHtml(html)).toBe(html)
  })

  it('turns h1 into h2 (the page has its own h1)', () => {
    expect(sanitizeLegacyHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>')
  })

  it('allows http, https, mailto and tel links; forces rel on links with a target', () => {
    expect(sanitizeLegacyHtml('<a href="https://example.org/a" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(
      sanitizeLegacyHtml('<a href="mailto:entries@example.org">m</a><a href="tel:+441234">t</a><a href="http://example.org">h</a>'),
    ).toBe('<a href="mailto:entries@example.org">m</a><a href="tel:+441234">t</a><a href="http://example.org">h</a>')
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      '//evil.example/x',
    ])
      expect(sanitizeLegacyHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
  })

  it('keeps images only with an absolute http(s) source, and only src and alt', () => {
    expect(sanitizeLegacyHtml('<img src="https://example.org/a.png" alt="A" width="5" onload="x()">')).toBe(
      '<img src="https://example.org/a.png" alt="A" />',
    )
    for (const src of ['x', '/local.png', '//example.org/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])
      expect(sanitizeLegacyHtml(`<img src="${src}">`), src).toBe('')
  })

  it('drops script, style, iframe, object, embed, svg and noscript with their content', () => {
    const html =
      '<p>a</p><style>p{color:red}</style><object data="x">o</object><embed src="x"><svg><script>1</script><text>t</text></svg>' +
      '<noscript><p>n</p></noscript><template><p>t</p></template><math><mi>m</mi></math><p>b</p>'
    expect(sanitizeLegacyHtml(html)).toBe('<p>a</p><p>b</p>')
  })

  it('drops event handlers, style, class and id; keeps the text of unknown tags', () => {
    expect(sanitizeLegacyHtml('<p style="color:red" class="x" id="y" onclick="z()">t</p>')).toBe('<p>t</p>')
    expect(sanitizeLegacyHtml('<form action="/x"><input value="v"><label>l</label></form><font>f</font>')).toBe('lf')
    expect(sanitizeLegacyHtml('<p>a<!-- secret --></p>')).toBe('<p>a</p>')
  })

  it('escapes < and > in text and attributes (so the HTML can be cut safely)', () => {
    expect(sanitizeLegacyHtml('<p>1 < 2 > 0 & "q"</p>')).toBe('<p>1 &lt; 2 &gt; 0 &amp; "q"</p>')
    expect(sanitizeLegacyHtml('<img src="https://example.org/a.png" alt="a&quot;><script>x</script>">')).toBe(
      '<img src="https://example.org/a.png" alt="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;" />',
    )
  })

  it('answers the empty string for empty input', () => {
    expect(sanitizeLegacyHtml('')).toBe('')
    expect(sanitizeLegacyHtml('   ')).toBe('')
  })
})

describe('sanitizeLegacyHtml, repeated', () => {
  it('makes a text safe once: the same text again is not parsed again, and answers the same', async () => {
    vi.resetModules()
    const parse = vi.fn()
    vi.doMock('sanitize-html', async () => {
      const real = (await vi.importActual<{ default: (html: string, options: object) => string }>('sanitize-html')).default
      return { default: (html: string, options: object) => (parse(html), real(html, options)) }
    })
    const { sanitizeLegacyHtml: sanitize } = await import('./html.server')
    const html = `<p>Newsflash</p>${PAYLOADS.script}`
    const first = sanitize(html)
    expect(sanitize(html)).toBe(first)
    expect(first).toBe('<p>Newsflash</p>')
    expect(parse).toHaveBeenCalledTimes(1)
    sanitize('<p>Another</p>')
    expect(parse).toHaveBeenCalledTimes(2)
    vi.doUnmock('sanitize-html')
  })
})
