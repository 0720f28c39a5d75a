{{- define "devdeps.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: casona-dev-deps
{{ include "devdeps.selector" . }}
{{- end -}}

{{- define "devdeps.selector" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{- define "devdeps.databaseUrl" -}}
{{- $c := .Values.credentials -}}
{{- printf "postgres://%s:%s@casona-postgres:5432/%s" $c.user $c.password $c.database -}}
{{- end -}}
