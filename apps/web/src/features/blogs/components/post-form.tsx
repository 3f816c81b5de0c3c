import { zodResolver } from '@hookform/resolvers/zod'
import {
  type BlogPost,
  type BlogPostFormValues,
  blogBodyLength,
  blogMaxTags,
  blogPostInputSchema,
  blogTagLength,
  blogTitleLength,
  slugFromSport,
  sports,
} from '@rally/shared'
import { useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Field, FormAlert } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { PhotoField } from '../../../components/form/photo-field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useWriteBlogPost } from '../api/write-blog-post.ts'
import { parseTags } from '../blog-rules.ts'
import { PostPreview } from './post-preview.tsx'

type PostFormProps = {
  /** The post being edited; a new post without. */
  post?: BlogPost
  onSaved: (post: BlogPost, published: boolean) => void
}

/** Title, cover, Markdown body with the server's preview, sport and tags; Save draft or Publish. */
export function PostForm({ post, onSaved }: PostFormProps) {
  const { t } = useTranslation()
  const write = useWriteBlogPost()
  const intent = useRef<'draft' | 'publish'>('draft')
  const [tagsText, setTagsText] = useState(post?.tags.join(', ') ?? '')
  const form = useForm<BlogPostFormValues, unknown, BlogPostFormValues & { tags: string[] }>({
    resolver: zodResolver(blogPostInputSchema) as never,
    defaultValues: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      sport: post?.sport ?? 'Tennis',
      tags: post?.tags ?? [],
      coverUrl: post?.coverUrl ?? null,
    },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const body = useWatch({ control, name: 'body' }) ?? ''
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      const publish = intent.current === 'publish'
      const saved = await write
        .mutateAsync({ id: post?.id ?? null, input: { ...values, coverUrl: values.coverUrl || null }, publish })
        .catch((error: unknown) => {
          // A moderator's decline stands: said in the reader's words.
          if (error instanceof ApiError && error.code === 'OPERATOR_DECISION_STANDS') {
            throw new ApiError(error.status, error.code, t('blogs.form.takenDown'))
          }
          throw error
        })
      onSaved(saved, publish)
    },
    t('blogs.form.saveFailed'),
  )
  const tagError = firstMessage(errors.tags)

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field
        label={t('blogs.form.titleLabel')}
        hint={t('blogs.form.titleHint', blogTitleLength)}
        error={errors.title?.message}
      >
        {(props) => <TextInput maxLength={blogTitleLength.max} {...props} {...register('title')} />}
      </Field>
      <PhotoField control={control} name="coverUrl" kind="image" preview="image" label={t('blogs.form.coverLabel')} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Field
          label={t('blogs.form.bodyLabel')}
          hint={t('blogs.form.bodyHint', blogBodyLength)}
          error={errors.body?.message}
        >
          {(props) => (
            <TextArea
              rows={18}
              maxLength={blogBodyLength.max}
              className="font-mono text-sm"
              {...props}
              {...register('body')}
            />
          )}
        </Field>
        <PostPreview body={body} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('blogs.form.sportLabel')} error={errors.sport?.message}>
          {(props) => (
            <Select {...props} {...register('sport')}>
              {sports.map((sport) => (
                <option key={sport} value={sport}>
                  {t(`sports.${slugFromSport(sport)}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Field
              label={t('blogs.form.tagsLabel')}
              hint={t('blogs.form.tagsHint', { tags: blogMaxTags, ...blogTagLength })}
              error={tagError}
              optional
            >
              {(props) => (
                <TextInput
                  {...props}
                  value={tagsText}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    setTagsText(event.target.value)
                    field.onChange(parseTags(event.target.value))
                  }}
                />
              )}
            </Field>
          )}
        />
      </div>
      <FormAlert message={formError} />
      {post?.status === 'rejected' && (
        <p role="note" className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
          {t('blogs.form.takenDown')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          onClick={() => {
            intent.current = 'draft'
          }}
          className="min-h-11 rounded-full border border-accent px-5 font-semibold text-accent disabled:opacity-60"
        >
          {isSubmitting && intent.current === 'draft' ? t('blogs.form.saving') : t('blogs.form.saveDraft')}
        </button>
        {post?.status !== 'published' && post?.status !== 'rejected' && (
          <button
            type="submit"
            disabled={isSubmitting}
            onClick={() => {
              intent.current = 'publish'
            }}
            className="min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60"
          >
            {isSubmitting && intent.current === 'publish' ? t('blogs.form.saving') : t('blogs.form.publish')}
          </button>
        )}
      </div>
    </form>
  )
}

/** The list's own message (too many tags) or else the first tag's (one with spaces or symbols). */
function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined
  const own = (errors as { message?: unknown }).message
  if (typeof own === 'string') return own
  return Object.values(errors)
    .map((item) => (item as { message?: unknown } | undefined)?.message)
    .find((message): message is string => typeof message === 'string')
}
