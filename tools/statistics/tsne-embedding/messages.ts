import { defineMessages } from '../../kit/messages'

export const text = defineMessages('TsneEmbedding', {
  perplexityTooLarge: {
    zh: '困惑度 {{perplexity}} 对 {{rows}} 个观测过大：必须小于 (观测数 − 1) / 3 = {{limit}}。请减小困惑度或使用更多观测。',
    en: 'A perplexity of {{perplexity}} is too large for {{rows}} observations: it must be below (observations − 1) / 3 = {{limit}}. Choose a smaller perplexity or use more observations.',
  },
  tooMuchWork: {
    zh: '计算量过大（观测数² × 迭代次数 = {{work}}，上限 {{limit}}）：请减少迭代次数或观测数。',
    en: 'Too much work (observations² × iterations = {{work}}, at most {{limit}}): use fewer iterations or fewer observations.',
  },
  chartTitle: { zh: 't-SNE 嵌入', en: 't-SNE embedding' },
  subtitle: {
    zh: '{{n}} 个观测，{{features}} 个变量；困惑度 {{perplexity}}，{{iterations}} 次迭代，种子 {{seed}}；可信度 {{trustworthiness}}',
    en: '{{n}} observations of {{features}} features; perplexity {{perplexity}}, {{iterations}} iterations, seed {{seed}}; trustworthiness {{trustworthiness}}',
  },
  perplexity: { zh: '困惑度', en: 'Perplexity' },
  iterations: { zh: '迭代次数', en: 'Iterations' },
  learningRate: { zh: '学习率', en: 'Learning rate' },
  klDivergence: { zh: 'KL 散度', en: 'KL divergence' },
  summary: {
    zh: '精确 t-SNE（van der Maaten 2008，与 scikit-learn TSNE(method="exact") 的步骤一致）：{{n}} 个观测、{{features}} 个变量嵌入二维；困惑度 {{perplexity}}，{{iterations}} 次迭代（前 250 次早期夸大 12 倍），学习率 {{learningRate}}，随机种子 {{seed}}；最终 KL 散度 {{kl}}，可信度（k = 5）{{trustworthiness}}。',
    en: 'Exact t-SNE (van der Maaten 2008, step for step as scikit-learn\'s TSNE(method="exact")): {{n}} observations of {{features}} features in two dimensions; perplexity {{perplexity}}, {{iterations}} iterations (the first 250 with early exaggeration 12), learning rate {{learningRate}}, seed {{seed}}; final KL divergence {{kl}}, trustworthiness (k = 5) {{trustworthiness}}.',
  },
})
