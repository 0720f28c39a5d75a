{{/*
Names. Every object is "<fullname>-<app>" (app: gateway or a service name), so fullname is capped
to leave room for the longest suffix ("-<service>-migrate") within 63 characters.
*/}}
{{- define "casona.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 40 | trimSuffix "-" -}}
{{- end -}}

{{- define "casona.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "casona.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels on every object. */}}
{{- define "casona.releaseLabels" -}}
helm.sh/chart: {{ include "casona.chart" . }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: casona
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{/* Labels of an object that belongs to no single app (ConfigMap, Secret, ...). */}}
{{- define "casona.commonLabels" -}}
{{ include "casona.releaseLabels" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/*
Selector of one app's pods. component tells a Deployment's pods (gateway, service) from its
migration Job's (migration), so a Service never selects a Job pod.
Usage: include "casona.selectorLabels" (dict "root" $ "app" "listings" "component" "service")
*/}}
{{- define "casona.selectorLabels" -}}
app.kubernetes.io/name: {{ .app }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "casona.labels" -}}
{{ include "casona.releaseLabels" .root }}
{{ include "casona.selectorLabels" . }}
{{- end -}}

{{/* Everything in the release that runs a pod. */}}
{{- define "casona.releasePodSelector" -}}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/part-of: casona
{{- end -}}

{{- define "casona.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "casona.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/*
The apps to deploy, as JSON {"apps": [{name, component, cfg}]}: the gateway, then each enabled
service (sorted by name) with serviceDefaults under its own entry.
*/}}
{{- define "casona.apps" -}}
{{- $apps := list (dict "name" "gateway" "component" "gateway" "cfg" .Values.gateway) -}}
{{- range $name := keys .Values.services | sortAlpha -}}
{{- $cfg := mustMergeOverwrite (deepCopy $.Values.serviceDefaults) (deepCopy (index $.Values.services $name | default dict)) -}}
{{- if $cfg.enabled -}}
{{- $apps = append $apps (dict "name" $name "component" "service" "cfg" $cfg) -}}
{{- end -}}
{{- end -}}
{{- dict "apps" $apps | toJson -}}
{{- end -}}

{{/* Image of an app. Usage: include "casona.image" (dict "root" $ "app" $app) */}}
{{- define "casona.image" -}}
{{- $img := .app.cfg.image | default dict -}}
{{- if $img.ref -}}
{{- $img.ref -}}
{{- else -}}
{{- $v := .root.Values.image -}}
{{- $repo := $img.repository | default (printf "%s%s" $v.repositoryPrefix .app.name) -}}
{{- if and $v.registry (not $img.repository) -}}
{{- $repo = printf "%s/%s" (trimSuffix "/" $v.registry) $repo -}}
{{- end -}}
{{- printf "%s:%s" $repo ($img.tag | default $v.tag | default .root.Chart.AppVersion) -}}
{{- end -}}
{{- end -}}

{{- define "casona.configMapName" -}}
{{- printf "%s-config" (include "casona.fullname" .) -}}
{{- end -}}

{{/* The Secret this chart makes from secrets.values (unless existingSecret is set). */}}
{{- define "casona.chartSecretName" -}}
{{- printf "%s-secrets" (include "casona.fullname" .) -}}
{{- end -}}

{{/*
INTERNAL_TOKEN when the chart makes the Secret: the value given, else the one already in the
cluster, else a new random one. Stored back into .Values so every template of this render sees
the same token.
*/}}
{{- define "casona.internalToken" -}}
{{- $values := .Values.secrets.values -}}
{{- if not $values.INTERNAL_TOKEN -}}
{{- $existing := lookup "v1" "Secret" .Release.Namespace (include "casona.chartSecretName" .) | default dict -}}
{{- $kept := dig "data" "INTERNAL_TOKEN" "" $existing -}}
{{- $_ := set $values "INTERNAL_TOKEN" (ternary ($kept | b64dec) (randAlphaNum 48) (ne $kept "")) -}}
{{- end -}}
{{- $values.INTERNAL_TOKEN -}}
{{- end -}}

{{/*
Where a secret key comes from, as JSON {"name", "key", "chart"}: refs.<KEY>, else existingSecret,
else the chart's Secret ("chart": true).
*/}}
{{- define "casona.secretSource" -}}
{{- $s := .root.Values.secrets -}}
{{- $ref := index ($s.refs | default dict) .key -}}
{{- if $ref -}}
{{- dict "name" $ref.name "key" $ref.key "chart" false | toJson -}}
{{- else if $s.existingSecret -}}
{{- dict "name" $s.existingSecret "key" .key "chart" false | toJson -}}
{{- else -}}
{{- dict "name" (include "casona.chartSecretName" .root) "key" .key "chart" true | toJson -}}
{{- end -}}
{{- end -}}

{{/*
Secret keys a pod cannot run without: DATABASE_URL and INTERNAL_TOKEN, and JWT_PRIVATE_KEY (only
identity receives it; without it each replica would sign with a key of its own and tokens would
fail on the others). A pod missing one does not start (CreateContainerConfigError names the key).
*/}}
{{- define "casona.requiredSecrets" -}}
{{- list "DATABASE_URL" "INTERNAL_TOKEN" "JWT_PRIVATE_KEY" | toJson -}}
{{- end -}}

{{/*
One environment variable read from a Secret: required when casona.requiredSecrets lists it, else
optional (the chart's Secret holds only the keys that have a value).
Usage: include "casona.secretEnv" (dict "root" $ "key" "DATABASE_URL")
*/}}
{{- define "casona.secretEnv" -}}
{{- $src := include "casona.secretSource" . | fromJson -}}
- name: {{ .key }}
  valueFrom:
    secretKeyRef:
      name: {{ $src.name }}
      key: {{ $src.key }}
      optional: {{ not (has .key (include "casona.requiredSecrets" .root | fromJsonArray)) }}
{{- end -}}

{{/* PUBLIC_URL: as configured, else derived from the first ingress host. */}}
{{- define "casona.publicUrl" -}}
{{- if .Values.config.PUBLIC_URL -}}
{{- .Values.config.PUBLIC_URL -}}
{{- else if and .Values.ingress.enabled .Values.ingress.hosts -}}
{{- printf "%s://%s" (ternary "https" "http" .Values.ingress.tls.enabled) (first .Values.ingress.hosts) -}}
{{- end -}}
{{- end -}}

{{/* Pod-level settings shared by Deployments and Jobs. */}}
{{- define "casona.podCommon" -}}
serviceAccountName: {{ include "casona.serviceAccountName" .root }}
automountServiceAccountToken: false
enableServiceLinks: false
{{- with .root.Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .root.Values.podSecurityContext | nindent 2 }}
{{- with .cfg.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .cfg.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .cfg.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
volumes:
  - name: tmp
    emptyDir:
      sizeLimit: {{ .root.Values.tmpSizeLimit }}
{{- end -}}
